import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuesendnow2Inputs */

const en_events_queuesendnow2 = /** @type {(inputs: Events_Queuesendnow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send now`)
};

/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Events_Queuesendnow2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_queuesendnow2 = /** @type {((inputs?: Events_Queuesendnow2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuesendnow2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_queuesendnow2(inputs)
});
export { events_queuesendnow2 as "events.queueSendNow" }