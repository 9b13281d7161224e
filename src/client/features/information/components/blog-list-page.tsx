import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../../i18n/locale-context'
import { useDocumentTitle } from '../../../ui/document-title'
import { BLOG_POSTS } from '../blog-posts'
import { BlogDate } from './blog-date'
import './information.css'

export function BlogListPage() {
  const { t } = useLingui()
  const locale = useLocale()
  useDocumentTitle(t`Blog`)
  return (
    <div className="page blog-page">
      <h1>
        <Trans>Blog</Trans>
      </h1>
      <div className="blog-page__layout">
        <div className="blog-page__posts">
          {BLOG_POSTS.map((post) => {
            const text = post.text[locale]
            return (
              <article key={post.slug} className="blog-card" aria-labelledby={`post-${post.slug}`}>
                <h2 id={`post-${post.slug}`}>
                  <Link to="/blog/$slug" params={{ slug: post.slug }}>
                    {text.title}
                  </Link>
                </h2>
                <p className="blog-card__date">
                  <BlogDate date={post.published} />
                </p>
                <p>{text.excerpt}</p>
              </article>
            )
          })}
        </div>
        <aside className="blog-page__sidebar" aria-labelledby="blog-about-title">
          <h2 id="blog-about-title">
            <Trans>About the blog</Trans>
          </h2>
          <p>
            <Trans>
              Practical tips from our counter: maintenance you can do yourself, seasonal checks, and
              what to look for when you buy parts.
            </Trans>
          </p>
          <h2>
            <Trans>Latest posts</Trans>
          </h2>
          <ul className="blog-page__latest">
            {BLOG_POSTS.map((post) => (
              <li key={post.slug}>
                <Link to="/blog/$slug" params={{ slug: post.slug }}>
                  {post.text[locale].title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  )
}
