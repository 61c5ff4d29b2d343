import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ venue: NonNullable<unknown> }} Events_Requestsofevent2Inputs */

const en_events_requestsofevent2 = /** @type {(inputs: Events_Requestsofevent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requests at ${i?.venue} on the dashboard`)
};

/**
* | output |
* | --- |
* | "Requests at {venue} on the dashboard" |
*
* @param {Events_Requestsofevent2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_requestsofevent2 = /** @type {((inputs: Events_Requestsofevent2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Requestsofevent2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_requestsofevent2(inputs)
});
export { events_requestsofevent2 as "events.requestsOfEvent" }