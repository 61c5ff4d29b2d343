import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Cityplaceholder1Inputs */

const en_events_cityplaceholder1 = /** @type {(inputs: Events_Cityplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a city`)
};

const fil_events_cityplaceholder1 = /** @type {(inputs: Events_Cityplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng lungsod`)
};

/**
* | output |
* | --- |
* | "Select a city" |
*
* @param {Events_Cityplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_cityplaceholder1 = /** @type {((inputs?: Events_Cityplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Cityplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_cityplaceholder1(inputs)
	return en_events_cityplaceholder1(inputs)
});
export { events_cityplaceholder1 as "events.cityPlaceholder" }