import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Endbeforestart2Inputs */

const en_events_endbeforestart2 = /** @type {(inputs: Events_Endbeforestart2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date must be on or after the start date`)
};

const fil_events_endbeforestart2 = /** @type {(inputs: Events_Endbeforestart2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dapat kapareho o mas huli sa start date ang end date`)
};

/**
* | output |
* | --- |
* | "The end date must be on or after the start date" |
*
* @param {Events_Endbeforestart2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_endbeforestart2 = /** @type {((inputs?: Events_Endbeforestart2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Endbeforestart2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_endbeforestart2(inputs)
	return en_events_endbeforestart2(inputs)
});
export { events_endbeforestart2 as "events.endBeforeStart" }