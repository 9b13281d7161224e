import { afterAll, describe, expect, it } from 'vitest'
import { API_ERROR_CODES } from '../../domain/api-error-codes'
import { apiErrorReason, apiErrorText } from './api-error-messages'
import { activateLocale } from './i18n'

/** Each code's message in a language, worded with an article number. */
async function messagesIn(locale: 'no' | 'en'): Promise<Map<string, string>> {
  await activateLocale(locale)
  return new Map(
    API_ERROR_CODES.map((code) => [
      code,
      apiErrorText({ code, params: { articleNumber: 'P 56 125' } }),
    ]),
  )
}

/** How a refused request is worded in Norwegian and in English. */
async function wordedInBoth(refusal: unknown): Promise<{ no: string; en: string }> {
  await activateLocale('no')
  const no = apiErrorText(apiErrorReason(refusal))
  await activateLocale('en')
  return { no, en: apiErrorText(apiErrorReason(refusal)) }
}

describe('the API errors in the shopper’s language', () => {
  afterAll(async () => {
    await activateLocale('en')
  })

  it('has a Norwegian and an English message for every code the API can send', async () => {
    const english = await messagesIn('en')
    const norwegian = await messagesIn('no')
    for (const code of API_ERROR_CODES) {
      const en = english.get(code) ?? ''
      const no = norwegian.get(code) ?? ''
      expect(en, code).toMatch(/\w{2,}.*\./)
      expect(no, code).toMatch(/\w{2,}.*\./)
      expect(en, code).not.toMatch(/[{}]/)
      expect(no, code).not.toMatch(/[{}]/)
      // The English text is the msgid: the same words in bokmål would mean untranslated.
      expect(no, code).not.toBe(en)
    }
  })

  it('names the refused article in a sold-out order, in both languages', async () => {
    const refusal = {
      data: {
        error: {
          code: 'OUT_OF_STOCK',
          message: 'Article P 56 125 is out of stock.',
          params: { articleNumber: 'P 56 125' },
        },
      },
    }
    expect(await wordedInBoth(refusal)).toEqual({
      no: 'Artikkel P 56 125 er ikke på lager. Fjern den fra handlekurven og prøv igjen.',
      en: 'Article P 56 125 is out of stock. Remove it from the cart and try again.',
    })
  })

  it('names every short line of a refused order with what is left of it, in both languages', async () => {
    const refusal = {
      data: {
        error: {
          code: 'OUT_OF_STOCK',
          message: 'Not enough in stock.',
          params: {
            articleNumber: 'P 56 125',
            lines: [
              { articleId: 1, articleNumber: 'P 56 125', requested: 4, available: 2 },
              { articleId: 2, articleNumber: '0 986 494 294', requested: 1, available: 0 },
            ],
          },
        },
      },
    }
    expect(await wordedInBoth(refusal)).toEqual({
      no: 'Bare 2 igjen av artikkel P 56 125. Artikkel 0 986 494 294 er utsolgt. Endre handlekurven og prøv igjen.',
      en: 'Only 2 of article P 56 125 left. Article 0 986 494 294 is sold out. Change the cart and try again.',
    })
  })

  it('words a code this app does not know generally, never with the server’s English', async () => {
    const unknown = { data: { error: { code: 'SOMETHING_NEW', message: 'A brand new failure.' } } }
    expect(await wordedInBoth(unknown)).toEqual({
      no: 'Noe gikk galt. Prøv igjen.',
      en: 'Something went wrong. Please try again.',
    })
    expect((await wordedInBoth({ data: 'not json' })).no).toBe('Noe gikk galt. Prøv igjen.')
  })
})
