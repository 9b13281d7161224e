/**
 * Starts every list kept on the device and synced with the account: the garage, the job lists,
 * the wishlist and compare. One module, loaded once the first paint is on the screen.
 */
import { startGarage } from '../garage/garage'
import { startJobLists } from '../jobs/job-lists'
import { startSavedLists } from '../saved-lists/saved-lists'

export function start(): void {
  startGarage()
  startJobLists()
  void startSavedLists()
}
