// The content capability's face (services/index.ts imports only this): the help and policy pages and
// the POS content editor (./pages.ts), and the sitemap (./sitemap.ts), and the blog's
// public reads (./blog.ts).
export { type ContentService, createContentService, mayChangeContent } from './pages.ts';
export { type Sitemap, createSitemap } from './sitemap.ts';
export { type BlogPost, type BlogService, createBlogService } from './blog.ts';
