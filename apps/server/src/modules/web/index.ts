/** The web module's door: the plugin that serves the built web app and /version.json. */
export * from './web.plugin';
