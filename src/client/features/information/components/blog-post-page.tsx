import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../../i18n/locale-context'
import { useDocumentTitle } from '../../../ui/document-title'
import { NotFoundPage } from '../../../ui/not-found-page'
import { type BlogBlock, type BlogPost, findBlogPost } from '../blog-posts'
import { BlogDate } from './blog-date'
import './information.css'

export function BlogPostPage({ slug }: { slug: string }) {
  const post = findBlogPost(slug)
  if (!post) return <NotFoundPage />
  return <BlogPostArticle post={post} />
}

function BlogPostArticle({ post }: { post: BlogPost }) {
  const text = post.text[useLocale()]
  useDocumentTitle(text.title)
  return (
    <article className="page information-page blog-post" aria-labelledby="blog-post-title">
      <p className="blog-post__back">
        <Link to="/blog">
          <Trans>All posts</Trans>
        </Link>
      </p>
      <h1 id="blog-post-title">{text.title}</h1>
      <p className="blog-card__date">
        <BlogDate date={post.published} />
      </p>
      <p className="lead">{text.excerpt}</p>
      {text.body.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <BlogBlockView key={index} block={block} />
      ))}
    </article>
  )
}

function BlogBlockView({ block }: { block: BlogBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h2>{block.text}</h2>
    case 'paragraph':
      return <p>{block.text}</p>
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>)
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>
    }
  }
}
