/** The tools' listings, built by toolListings.ts. */
declare module 'virtual:webmcp-tools' {
  const listings: { name: string; description: string; inputSchema: object }[];
  export default listings;
}
