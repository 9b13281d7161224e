/**
 * Starts every list kept on the device and synced with the account, once the first paint is
 * on the screen: the garage at once (the listing's fitment badges wait for it), then the job
 * lists and the saved lists, whose code loads only now. Sessions signed out offline before
 * this start are ended on the server, too.
 */
import { sendEndedSessions } from '../offline/ended-sessions'
import { startGarage } from './garage/garage'

export function start(): void {
  startGarage()
  void import('./jobs/job-lists').then((jobs) => jobs.startJobLists())
  void import('./saved-lists/saved-lists').then((saved) => saved.startSavedLists())
  void sendEndedSessions()
}
