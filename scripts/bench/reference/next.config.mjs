/** The bare reference page: Next's defaults, no telemetry. */
const config = { poweredByHeader: false };
export default config;
