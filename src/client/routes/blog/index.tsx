import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '../../features/information/components/blog-list-page'

export const Route = createFileRoute('/blog/')({
  component: BlogListPage,
})
