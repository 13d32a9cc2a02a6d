/** "18:22:36": the time prefix of Astro's log lines, for lines the build prints beside them. */
export function clock(): string {
  return new Date().toTimeString().slice(0, 8);
}
