import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kiosksmsfailed2Inputs */

const en_events_kiosksmsfailed2 = /** @type {(inputs: Events_Kiosksmsfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send the text. Please take a photo of this screen instead.`)
};

const fil_events_kiosksmsfailed2 = /** @type {(inputs: Events_Kiosksmsfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi namin maipadala ang text. Pakikunan na lang ng litrato ang screen na ito.`)
};

/**
* | output |
* | --- |
* | "We could not send the text. Please take a photo of this screen instead." |
*
* @param {Events_Kiosksmsfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kiosksmsfailed2 = /** @type {((inputs?: Events_Kiosksmsfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kiosksmsfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kiosksmsfailed2(inputs)
	return en_events_kiosksmsfailed2(inputs)
});
export { events_kiosksmsfailed2 as "events.kioskSmsFailed" }