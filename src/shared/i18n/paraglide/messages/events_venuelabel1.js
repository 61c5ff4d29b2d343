import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Venuelabel1Inputs */

const en_events_venuelabel1 = /** @type {(inputs: Events_Venuelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue name`)
};

const fil_events_venuelabel1 = /** @type {(inputs: Events_Venuelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pangalan ng venue`)
};

/**
* | output |
* | --- |
* | "Venue name" |
*
* @param {Events_Venuelabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_venuelabel1 = /** @type {((inputs?: Events_Venuelabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Venuelabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_venuelabel1(inputs)
	return en_events_venuelabel1(inputs)
});
export { events_venuelabel1 as "events.venueLabel" }