import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kioskscanhint2Inputs */

const en_events_kioskscanhint2 = /** @type {(inputs: Events_Kioskscanhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan to follow your request on your phone`)
};

/**
* | output |
* | --- |
* | "Scan to follow your request on your phone" |
*
* @param {Events_Kioskscanhint2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_kioskscanhint2 = /** @type {((inputs?: Events_Kioskscanhint2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kioskscanhint2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_kioskscanhint2(inputs)
});
export { events_kioskscanhint2 as "events.kioskScanHint" }