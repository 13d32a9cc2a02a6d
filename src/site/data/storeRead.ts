/**
 * Fails when the catalog listed references and the pages find none: Astro reads its data store
 * back as empty when a part cannot be read (`ImmutableDataStore.fromModule` swallows the error),
 * and a build must not publish an empty site in its place.
 */
export function checkStoreRead(listed: number | undefined, found: number): void {
  if (listed && found === 0)
    throw new Error(
      `the catalog lists ${listed} references, but the pages found none in Astro's data store: ` +
        'it could not be read back (build again, with --force if it persists)',
    );
}
