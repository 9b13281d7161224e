import { useLingui } from '@lingui/react/macro'
import { InvalidRegistrationError } from '../../../data/vehicles/get-vehicle-by-registration'
import { FinderError } from '../finder-rules'
import { isNetworkFailure } from '../../../lib/api-client'

export function useFinderMessages(): (error: FinderError, cause: unknown) => string {
  const { t } = useLingui()
  return (error, cause) => {
    switch (error) {
      case FinderError.brandRequired:
        return t`Choose a brand.`
      case FinderError.modelRequired:
        return t`Choose a model.`
      case FinderError.engineRequired:
        return t`Choose an engine.`
      case FinderError.articleNumberRequired:
        return t`Enter an article number.`
      case FinderError.noProductFound:
        return t`No products found.`
      case FinderError.registrationNotFound:
        return t`No vehicle is registered with that number.`
      case FinderError.lookupFailed:
        if (cause instanceof InvalidRegistrationError) {
          return t`A registration number is 2 letters and 4–5 digits (AB 12345), or a personalised plate of 2–7 letters and digits.`
        }
        if (isNetworkFailure(cause)) {
          return t`You are offline, and this search has not been made on this device before. Connect to the internet and try again.`
        }
        return t`The search failed. Check your connection and try again.`
      default:
        return t`The search failed. Check your connection and try again.`
    }
  }
}
