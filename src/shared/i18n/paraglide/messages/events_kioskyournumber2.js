import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kioskyournumber2Inputs */

const en_events_kioskyournumber2 = /** @type {(inputs: Events_Kioskyournumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tracking number`)
};

const fil_events_kioskyournumber2 = /** @type {(inputs: Events_Kioskyournumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang iyong tracking number`)
};

/**
* | output |
* | --- |
* | "Your tracking number" |
*
* @param {Events_Kioskyournumber2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kioskyournumber2 = /** @type {((inputs?: Events_Kioskyournumber2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kioskyournumber2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kioskyournumber2(inputs)
	return en_events_kioskyournumber2(inputs)
});
export { events_kioskyournumber2 as "events.kioskYourNumber" }