import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sluglabel1Inputs */

const en_events_sluglabel1 = /** @type {(inputs: Events_Sluglabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address name (slug)`)
};

const fil_events_sluglabel1 = /** @type {(inputs: Events_Sluglabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pangalan ng address (slug)`)
};

/**
* | output |
* | --- |
* | "Address name (slug)" |
*
* @param {Events_Sluglabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_sluglabel1 = /** @type {((inputs?: Events_Sluglabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sluglabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_sluglabel1(inputs)
	return en_events_sluglabel1(inputs)
});
export { events_sluglabel1 as "events.slugLabel" }