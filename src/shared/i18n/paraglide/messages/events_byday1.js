import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Byday1Inputs */

const en_events_byday1 = /** @type {(inputs: Events_Byday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests per day`)
};

const fil_events_byday1 = /** @type {(inputs: Events_Byday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga request kada araw`)
};

/**
* | output |
* | --- |
* | "Requests per day" |
*
* @param {Events_Byday1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_byday1 = /** @type {((inputs?: Events_Byday1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Byday1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_byday1(inputs)
	return en_events_byday1(inputs)
});
export { events_byday1 as "events.byDay" }