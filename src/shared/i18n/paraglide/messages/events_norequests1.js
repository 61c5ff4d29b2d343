import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Norequests1Inputs */

const en_events_norequests1 = /** @type {(inputs: Events_Norequests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests at this event yet.`)
};

const fil_events_norequests1 = /** @type {(inputs: Events_Norequests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang request sa event na ito.`)
};

/**
* | output |
* | --- |
* | "No requests at this event yet." |
*
* @param {Events_Norequests1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_norequests1 = /** @type {((inputs?: Events_Norequests1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Norequests1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_norequests1(inputs)
	return en_events_norequests1(inputs)
});
export { events_norequests1 as "events.noRequests" }