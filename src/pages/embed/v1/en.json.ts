/** The embeddable reference list's data for /en/ (src/site/views/embedData.ts). */
import { embedData } from '../../../site/views/embedData.ts';

export const GET = async () => Response.json(await embedData('en'));
