import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Endedbody1Inputs */

const en_events_endedbody1 = /** @type {(inputs: Events_Endedbody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booth is no longer taking requests. You can still send us a regular request.`)
};

const fil_events_endedbody1 = /** @type {(inputs: Events_Endedbody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na tumatanggap ng request ang booth na ito. Puwede ka pa ring magpadala sa amin ng regular na request.`)
};

/**
* | output |
* | --- |
* | "This booth is no longer taking requests. You can still send us a regular request." |
*
* @param {Events_Endedbody1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_endedbody1 = /** @type {((inputs?: Events_Endedbody1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Endedbody1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_endedbody1(inputs)
	return en_events_endedbody1(inputs)
});
export { events_endedbody1 as "events.endedBody" }