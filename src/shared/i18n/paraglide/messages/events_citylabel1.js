import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Citylabel1Inputs */

const en_events_citylabel1 = /** @type {(inputs: Events_Citylabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const fil_events_citylabel1 = /** @type {(inputs: Events_Citylabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lungsod`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Events_Citylabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_citylabel1 = /** @type {((inputs?: Events_Citylabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Citylabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_citylabel1(inputs)
	return en_events_citylabel1(inputs)
});
export { events_citylabel1 as "events.cityLabel" }