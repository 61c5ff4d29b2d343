import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Savedtitle1Inputs */

const en_events_savedtitle1 = /** @type {(inputs: Events_Savedtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this device — we'll send it as soon as the connection is back`)
};

/**
* | output |
* | --- |
* | "Saved on this device — we'll send it as soon as the connection is back" |
*
* @param {Events_Savedtitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_savedtitle1 = /** @type {((inputs?: Events_Savedtitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Savedtitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_savedtitle1(inputs)
});
export { events_savedtitle1 as "events.savedTitle" }