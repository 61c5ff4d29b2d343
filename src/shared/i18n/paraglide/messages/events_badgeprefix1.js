import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Badgeprefix1Inputs */

const en_events_badgeprefix1 = /** @type {(inputs: Events_Badgeprefix1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event booth`)
};

const fil_events_badgeprefix1 = /** @type {(inputs: Events_Badgeprefix1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event booth`)
};

/**
* | output |
* | --- |
* | "Event booth" |
*
* @param {Events_Badgeprefix1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_badgeprefix1 = /** @type {((inputs?: Events_Badgeprefix1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Badgeprefix1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_badgeprefix1(inputs)
	return en_events_badgeprefix1(inputs)
});
export { events_badgeprefix1 as "events.badgePrefix" }