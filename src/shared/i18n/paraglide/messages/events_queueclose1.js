import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queueclose1Inputs */

const en_events_queueclose1 = /** @type {(inputs: Events_Queueclose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

const fil_events_queueclose1 = /** @type {(inputs: Events_Queueclose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isara`)
};

/**
* | output |
* | --- |
* | "Close" |
*
* @param {Events_Queueclose1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_queueclose1 = /** @type {((inputs?: Events_Queueclose1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queueclose1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_queueclose1(inputs)
	return en_events_queueclose1(inputs)
});
export { events_queueclose1 as "events.queueClose" }