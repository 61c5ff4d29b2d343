import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Venuelabel1Inputs */

const en_events_venuelabel1 = /** @type {(inputs: Events_Venuelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue name`)
};

/**
* | output |
* | --- |
* | "Venue name" |
*
* @param {Events_Venuelabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_venuelabel1 = /** @type {((inputs?: Events_Venuelabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Venuelabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_venuelabel1(inputs)
});
export { events_venuelabel1 as "events.venueLabel" }