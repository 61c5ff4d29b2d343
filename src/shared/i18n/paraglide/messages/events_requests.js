import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_RequestsInputs */

const en_events_requests = /** @type {(inputs: Events_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests`)
};

/**
* | output |
* | --- |
* | "Requests" |
*
* @param {Events_RequestsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_requests = /** @type {((inputs?: Events_RequestsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_RequestsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_requests(inputs)
});
export { events_requests as "events.requests" }