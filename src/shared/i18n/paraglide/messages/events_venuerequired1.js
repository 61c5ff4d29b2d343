import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Venuerequired1Inputs */

const en_events_venuerequired1 = /** @type {(inputs: Events_Venuerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the venue`)
};

const fil_events_venuerequired1 = /** @type {(inputs: Events_Venuerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang venue`)
};

/**
* | output |
* | --- |
* | "Please enter the venue" |
*
* @param {Events_Venuerequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_venuerequired1 = /** @type {((inputs?: Events_Venuerequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Venuerequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_venuerequired1(inputs)
	return en_events_venuerequired1(inputs)
});
export { events_venuerequired1 as "events.venueRequired" }