import { Fragment } from 'react'

export interface PostalAddressFields {
  firstName: string
  lastName: string
  company?: string
  address1: string
  address2?: string
  postcode: string
  city: string
  phone?: string
}

/** A postal address as Norwegian post writes it: name, company, street, postcode and town. */
export function PostalAddress({
  address,
  withPhone = false,
  className,
}: {
  address: PostalAddressFields
  withPhone?: boolean
  className?: string
}) {
  const parts: [string, string | undefined][] = [
    ['name', `${address.firstName} ${address.lastName}`],
    ['company', address.company],
    ['street', address.address1],
    ['street2', address.address2],
    ['town', `${address.postcode} ${address.city}`],
    ['phone', withPhone ? address.phone : undefined],
  ]
  const lines = parts.filter((line): line is [string, string] => Boolean(line[1]))
  return (
    <address className={className}>
      {lines.map(([part, text], index) => (
        <Fragment key={part}>
          {index > 0 && <br />}
          {text}
        </Fragment>
      ))}
    </address>
  )
}
