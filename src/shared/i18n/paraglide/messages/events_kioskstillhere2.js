import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kioskstillhere2Inputs */

const en_events_kioskstillhere2 = /** @type {(inputs: Events_Kioskstillhere2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I'm still here`)
};

const fil_events_kioskstillhere2 = /** @type {(inputs: Events_Kioskstillhere2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nandito pa ako`)
};

/**
* | output |
* | --- |
* | "I'm still here" |
*
* @param {Events_Kioskstillhere2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kioskstillhere2 = /** @type {((inputs?: Events_Kioskstillhere2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kioskstillhere2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kioskstillhere2(inputs)
	return en_events_kioskstillhere2(inputs)
});
export { events_kioskstillhere2 as "events.kioskStillHere" }