import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slugformat1Inputs */

const en_events_slugformat1 = /** @type {(inputs: Events_Slugformat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use lower-case letters, digits and dashes (e.g. sm-aura-2026-05-16)`)
};

/**
* | output |
* | --- |
* | "Use lower-case letters, digits and dashes (e.g. sm-aura-2026-05-16)" |
*
* @param {Events_Slugformat1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_slugformat1 = /** @type {((inputs?: Events_Slugformat1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slugformat1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_slugformat1(inputs)
});
export { events_slugformat1 as "events.slugFormat" }