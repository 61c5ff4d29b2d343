import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Savedtitle1Inputs */

const en_events_savedtitle1 = /** @type {(inputs: Events_Savedtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this device — we'll send it as soon as the connection is back`)
};

const fil_events_savedtitle1 = /** @type {(inputs: Events_Savedtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-save sa device na ito — ipapadala namin pagbalik ng koneksyon`)
};

/**
* | output |
* | --- |
* | "Saved on this device — we'll send it as soon as the connection is back" |
*
* @param {Events_Savedtitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_savedtitle1 = /** @type {((inputs?: Events_Savedtitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Savedtitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_savedtitle1(inputs)
	return en_events_savedtitle1(inputs)
});
export { events_savedtitle1 as "events.savedTitle" }