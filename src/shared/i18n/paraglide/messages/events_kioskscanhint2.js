import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kioskscanhint2Inputs */

const en_events_kioskscanhint2 = /** @type {(inputs: Events_Kioskscanhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan to follow your request on your phone`)
};

const fil_events_kioskscanhint2 = /** @type {(inputs: Events_Kioskscanhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-scan para masubaybayan ang request mo sa phone mo`)
};

/**
* | output |
* | --- |
* | "Scan to follow your request on your phone" |
*
* @param {Events_Kioskscanhint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kioskscanhint2 = /** @type {((inputs?: Events_Kioskscanhint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kioskscanhint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kioskscanhint2(inputs)
	return en_events_kioskscanhint2(inputs)
});
export { events_kioskscanhint2 as "events.kioskScanHint" }