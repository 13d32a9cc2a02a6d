/** The map's base geography, drawn at build time (src/map/baseMap.ts). */
import { baseSvgResponse } from '../../site/maps/mapFiles.ts';

export const GET = () => baseSvgResponse();
