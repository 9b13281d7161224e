import { describe, expect, it } from 'vitest'
import { BLOG_POSTS, findBlogPost } from './blog-posts'

describe('the blog posts', () => {
  it('have unique, URL-safe slugs', () => {
    const slugs = BLOG_POSTS.map((post) => post.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('are listed newest first', () => {
    const dates = BLOG_POSTS.map((post) => post.published)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('have the same shape of text in Norwegian and English', () => {
    for (const post of BLOG_POSTS) {
      const shape = (locale: 'no' | 'en') =>
        post.text[locale].body.map((block) =>
          block.kind === 'list' ? `${block.kind}:${block.items.length}` : block.kind,
        )
      expect(shape('en')).toEqual(shape('no'))
      expect(post.text.no.title).not.toBe(post.text.en.title)
    }
  })

  it('are found by slug, and an unknown slug finds nothing', () => {
    expect(findBlogPost('slik-bytter-du-bremseklosser')?.text.no.title).toBe(
      'Slik bytter du bremseklosser',
    )
    expect(findBlogPost('finnes-ikke')).toBeUndefined()
  })
})
