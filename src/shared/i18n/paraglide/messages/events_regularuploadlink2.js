import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Regularuploadlink2Inputs */

const en_events_regularuploadlink2 = /** @type {(inputs: Events_Regularuploadlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the regular upload`)
};

const fil_events_regularuploadlink2 = /** @type {(inputs: Events_Regularuploadlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumunta sa regular na upload`)
};

/**
* | output |
* | --- |
* | "Go to the regular upload" |
*
* @param {Events_Regularuploadlink2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_regularuploadlink2 = /** @type {((inputs?: Events_Regularuploadlink2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Regularuploadlink2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_regularuploadlink2(inputs)
	return en_events_regularuploadlink2(inputs)
});
export { events_regularuploadlink2 as "events.regularUploadLink" }