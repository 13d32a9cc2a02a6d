/** The embeddable reference list's data for /en/ (src/site/embedData.ts). */
import { embedData } from '../../../site/embedData.ts';

export const GET = async () => Response.json(await embedData('en'));
