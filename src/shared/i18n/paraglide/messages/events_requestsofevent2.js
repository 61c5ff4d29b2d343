import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ venue: NonNullable<unknown> }} Events_Requestsofevent2Inputs */

const en_events_requestsofevent2 = /** @type {(inputs: Events_Requestsofevent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requests at ${i?.venue} on the dashboard`)
};

const fil_events_requestsofevent2 = /** @type {(inputs: Events_Requestsofevent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mga request sa ${i?.venue} sa dashboard`)
};

/**
* | output |
* | --- |
* | "Requests at {venue} on the dashboard" |
*
* @param {Events_Requestsofevent2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_requestsofevent2 = /** @type {((inputs: Events_Requestsofevent2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Requestsofevent2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_requestsofevent2(inputs)
	return en_events_requestsofevent2(inputs)
});
export { events_requestsofevent2 as "events.requestsOfEvent" }