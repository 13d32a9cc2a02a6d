import { markdownPage } from '../../../agents/markdownPage.ts';
import { referenceMarkdownPaths } from '../../../site/staticPaths.ts';

export const getStaticPaths = () => referenceMarkdownPaths('en');
export const GET = markdownPage;
