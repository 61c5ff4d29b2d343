import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kiosksmssent2Inputs */

const en_events_kiosksmssent2 = /** @type {(inputs: Events_Kiosksmssent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We texted your tracking number again.`)
};

const fil_events_kiosksmssent2 = /** @type {(inputs: Events_Kiosksmssent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-text na ulit namin ang tracking number mo.`)
};

/**
* | output |
* | --- |
* | "We texted your tracking number again." |
*
* @param {Events_Kiosksmssent2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kiosksmssent2 = /** @type {((inputs?: Events_Kiosksmssent2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kiosksmssent2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kiosksmssent2(inputs)
	return en_events_kiosksmssent2(inputs)
});
export { events_kiosksmssent2 as "events.kioskSmsSent" }