import { markdownPage } from '../../../agents/markdownPage.ts';
import { referenceMarkdownPaths } from '../../../site/staticPaths.ts';

export const getStaticPaths = () => referenceMarkdownPaths('de');
export const GET = markdownPage;
