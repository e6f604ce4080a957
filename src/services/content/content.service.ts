// The content capability's face (services/index.ts imports only this): the help and policy pages and
// the POS content editor (./pages.ts), and the sitemap (./sitemap.ts). Issue 16's other content parts
// (the blog's public reads, the pop-ups) add their exports here.
export { type ContentService, createContentService, mayChangeContent } from './pages.ts';
export { type Sitemap, createSitemap } from './sitemap.ts';
export { type BlogPost, type BlogService, createBlogService } from './blog.ts';
