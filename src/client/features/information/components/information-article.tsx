import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../../ui/document-title'
import './information.css'

interface InformationArticleProps {
  /** The heading's id, which labels the article. */
  id: string
  /** The page's heading, also its document title. */
  title: string
  lead: ReactNode
  className?: string
  children: ReactNode
}

/** An information page: its heading, the lead paragraph and the text. */
export function InformationArticle({
  id,
  title,
  lead,
  className,
  children,
}: InformationArticleProps) {
  useDocumentTitle(title)
  return (
    <article
      className={className ? `page information-page ${className}` : 'page information-page'}
      aria-labelledby={id}
    >
      <h1 id={id}>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
    </article>
  )
}

/** The closing link of the legal pages. */
export function ContactUsLink() {
  return (
    <p>
      <Link to="/contact-us">
        <Trans>Contact us</Trans>
      </Link>
    </p>
  )
}
