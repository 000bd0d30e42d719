export { MarkdownEditor, MARKDOWN_COMMIT_MS, MARKDOWN_MIN_HEIGHT } from './markdown-editor';
export { renderMarkdown } from './render-markdown';
