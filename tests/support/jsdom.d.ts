/** The little of jsdom's API the node tests use (jsdom ships no types; vitest's jsdom runs the client tests). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup?: string, options?: { contentType?: string })
    readonly window: Window & typeof globalThis
  }
}
