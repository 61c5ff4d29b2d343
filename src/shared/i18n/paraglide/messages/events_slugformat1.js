import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slugformat1Inputs */

const en_events_slugformat1 = /** @type {(inputs: Events_Slugformat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use lower-case letters, digits and dashes (e.g. sm-aura-2026-05-16)`)
};

const fil_events_slugformat1 = /** @type {(inputs: Events_Slugformat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gumamit ng maliliit na letra, numero at gitling (hal. sm-aura-2026-05-16)`)
};

/**
* | output |
* | --- |
* | "Use lower-case letters, digits and dashes (e.g. sm-aura-2026-05-16)" |
*
* @param {Events_Slugformat1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_slugformat1 = /** @type {((inputs?: Events_Slugformat1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slugformat1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_slugformat1(inputs)
	return en_events_slugformat1(inputs)
});
export { events_slugformat1 as "events.slugFormat" }