/** Test-only: the native dialog's modal API, which jsdom lacks. */

/** Opens with `showModal`, and closes with its `close` event. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
}
